export default function CustomerCareRoute() {
  return null;
}
