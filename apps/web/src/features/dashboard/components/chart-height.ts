/** The charts' drawing height; the page's placeholders keep it, so nothing moves when they load. */
export const chartHeight = 240;
