// The portal's two button looks, for links and buttons alike.

const FOCUS = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";

export const PRIMARY_BUTTON = `rounded-lg bg-sky-800 px-4 py-2 font-semibold text-white hover:bg-sky-900 ${FOCUS}`;
export const SECONDARY_BUTTON = `rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 ${FOCUS}`;
