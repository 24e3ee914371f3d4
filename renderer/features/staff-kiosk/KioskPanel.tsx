/** Workspace panel "Mode quiosc": a placeholder until its feature lands. */
export function KioskPanel() {
  return (
    <section aria-labelledby="kioskpanel-title">
      <h2 id="kioskpanel-title">Mode quiosc</h2>
    </section>
  );
}
