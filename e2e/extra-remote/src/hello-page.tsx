/** The one page of the extra remote. */
export default function HelloPage() {
  return <h1>Hello from a remote deployed into the running console</h1>;
}
