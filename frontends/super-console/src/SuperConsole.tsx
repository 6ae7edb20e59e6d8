export default function SuperConsole() {
  return <div>Mission Control</div>;
}
