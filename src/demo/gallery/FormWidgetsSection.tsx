/** Gallery section for the form widgets (widgets/form). */
export function FormWidgetsSection() {
  return (
    <section aria-labelledby="gallery-form">
      <h2 id="gallery-form">Form widgets</h2>
    </section>
  );
}
