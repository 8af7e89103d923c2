/** Placeholder until this screen lands. */
export default function Placeholder() {
  return null;
}
