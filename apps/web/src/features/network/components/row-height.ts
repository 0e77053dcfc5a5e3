/** Spec §9: the network tables scroll virtually, every row 60 px tall. */
export const NETWORK_ROW_HEIGHT = 60;
