export default function PortfolioTabRoute() {
  return null;
}
