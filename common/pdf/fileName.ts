/** The download name of an edition's PDF, shared by the browser route and the server call. */
export function pdfFileName(number: number): string {
  return `revista-estany-numero-${number}.pdf`;
}
