/**
 * The header in which a client names the school a request acts in (PRODUCT §1: the platform
 * admin works inside one school at a time through an explicit, audited school id). Everyone
 * else acts in their own school; naming another answers 404.
 */
export const chosenSchoolHeader = 'x-school-id';

/** How many schools the switcher offers for one search. */
export const schoolSearchLimit = 20;
