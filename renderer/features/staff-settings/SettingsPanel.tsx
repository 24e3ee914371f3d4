/** Workspace panel "Configuració": a placeholder until its feature lands. */
export function SettingsPanel() {
  return (
    <section aria-labelledby="settingspanel-title">
      <h2 id="settingspanel-title">Configuració</h2>
    </section>
  );
}
