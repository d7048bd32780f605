/** The script language's peggy grammar, as text (webpack `asset/source`; jest-text-transform). */
declare module '@console/shared/script-grammar' {
  const grammar: string;
  export default grammar;
}
