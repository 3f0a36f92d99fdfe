// Shared Tailwind class strings of the public catalogue (visible focus everywhere).

export const FOCUS = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";
export const LINK = `rounded text-sky-800 underline-offset-2 hover:underline ${FOCUS}`;
