/** Stacking order of floating layers (spec §9). Use these, never a literal z-index. */
export const layers = {
  overlay: 1000,
  menu: 1000,
  modal: 1100,
  tooltip: 1100,
  toast: 1200,
  toastContainer: 1201,
} as const;

export type Layer = keyof typeof layers;
