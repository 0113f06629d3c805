/** "AI for Credit Risk & Underwriting" -> "ai-for-credit-risk-underwriting". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A name inside a sentence: "Healthcare" becomes "healthcare"; acronyms ("BFSI", "IT") keep their capitals. */
export function inSentence(name: string): string {
  return name.replace(/\b([A-Z])([a-z]+)\b/g, (_w, first: string, rest: string) => first.toLowerCase() + rest);
}
