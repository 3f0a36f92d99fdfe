import type { ReactNode } from "react";

// What the catalogue map and the editor's extent map lay over the map for the draw-a-box tool.

/** The class of the buttons laid over a map. */
export const MAP_BUTTON =
  "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 disabled:opacity-60";

interface DrawTexts {
  draw: string;
  cancel: string;
  drawing: string;
  hint: string;
}

/** The draw-box toggle (with any further buttons after it) and the live hint below the map. */
export function DrawBoxControls({
  ready,
  drawing,
  onToggle,
  t,
  children,
}: {
  ready: boolean;
  drawing: boolean;
  onToggle: () => void;
  t: DrawTexts;
  children?: ReactNode;
}) {
  return (
    <>
      <div className="absolute left-2 top-2 flex flex-wrap gap-2">
        <button
          type="button"
          className={MAP_BUTTON}
          aria-pressed={drawing}
          disabled={!ready}
          onClick={onToggle}
        >
          {drawing ? t.cancel : t.draw}
        </button>
        {children}
      </div>
      <p
        aria-live="polite"
        className="absolute bottom-1 left-2 rounded bg-white/90 px-2 py-0.5 text-xs text-slate-700"
      >
        {drawing ? t.drawing : t.hint}
      </p>
    </>
  );
}
