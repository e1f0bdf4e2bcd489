/** Gallery section for the display widgets (widgets/display). */
export function DisplayWidgetsSection() {
  return (
    <section aria-labelledby="gallery-display">
      <h2 id="gallery-display">Display widgets</h2>
    </section>
  );
}
