export default function OurStoryRoute() {
  return null;
}
