/**
 * The chat refusal of spec §8, word for word (clients compare it literally, so it is not
 * translated). The same texts are in the shared error contract, which the web does not import
 * (it would bring zod into the page); refusal-texts.test.ts holds the two equal.
 */
export const refusalTexts = {
  title: 'Authorization Error!',
  text: 'You are no authorized. please Contact Administrator at',
} as const;
