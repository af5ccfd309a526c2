/**
 * The reason text after a quick reason is tapped (issue 41): the reason itself in an empty
 * box; added after what is there, as a new sentence, otherwise; unchanged when the text
 * already says it. The result is only a suggestion in the box: the contract's bounds
 * (`RejectSubmissionInputSchema`) still judge what is sent.
 */
export function withQuickReason(current: string, reason: string): string {
  const text = current.trimEnd();
  if (text === '') return reason;
  if (text.toLocaleLowerCase('pt-BR').includes(reason.toLocaleLowerCase('pt-BR'))) return current;
  return /[.!?;:]$/.test(text) ? `${text} ${reason}` : `${text}. ${reason}`;
}
