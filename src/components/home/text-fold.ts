/** On a fold that opens by a text toggle (not the panel look): without JavaScript it is open and its toggle hidden. */
export const openWithoutScript = 'noscript:[&::details-content]:[content-visibility:visible] noscript:[&>summary]:hidden';
