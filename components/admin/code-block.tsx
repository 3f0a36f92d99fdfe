/** A scrollable block of XML, reachable by keyboard so it can be scrolled without a mouse. */
export function CodeBlock({
  label,
  text,
  className = "",
  testId,
}: {
  label: string;
  text: string;
  className?: string;
  testId?: string;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className={`overflow-auto rounded-lg bg-slate-900 p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 ${className}`}
    >
      <pre data-testid={testId} className="text-xs leading-relaxed text-slate-100">
        {text}
      </pre>
    </section>
  );
}
