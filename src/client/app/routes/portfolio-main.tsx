export default function PortfolioMainRoute() {
  return null;
}
