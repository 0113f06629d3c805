/** Typed schema.org builders and the one serializer that may be written into a <script> element. */
export * from './core';
export * from './offerings';
export * from './publishing';
