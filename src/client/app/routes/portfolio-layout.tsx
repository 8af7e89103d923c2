export default function PortfolioLayoutRoute() {
  return null;
}
