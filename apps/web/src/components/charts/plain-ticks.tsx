type TickProps = {
  x?: number | string;
  y?: number | string;
  /** `offset`: half a bar's width on a bar chart; 0 where points sit on the axis's ends. */
  payload?: { value: unknown; offset?: number };
  index?: number;
  /** How many labels the axis has, and its length in pixels (the library passes both). */
  visibleTicksCount?: number;
  width?: number | string;
  tickFormatter?: (value: unknown, index: number) => string;
  textAnchor?: 'start' | 'middle' | 'end' | 'inherit';
  verticalAnchor?: 'start' | 'middle' | 'end';
};

/** Where a line of text sits against its anchor, as the library's own labels place it. */
const shiftOf = { start: '0.71em', middle: '0.355em', end: '0' } as const;

/** Pixels a category label takes on the axis, gap included (short dates, a word). */
const categoryLabelWidth = 72;

/**
 * An axis label drawn as one plain SVG text, with Mantine's tick styling (its size and colour and
 * its offset from the axis). The chart library's own label measures each word in the page (a
 * hidden element and a forced layout each) to wrap labels that never wrap here, and it measures
 * every label again to thin out crowded ones: on a phone that was a third of a chart's first draw.
 */
function PlainTick({
  transform,
  stride,
  x,
  y,
  payload,
  index = 0,
  visibleTicksCount = 1,
  width,
  tickFormatter,
  textAnchor = 'middle',
  verticalAnchor = 'middle',
}: TickProps & { transform: string; stride: boolean }) {
  // A category axis shows every n-th label, so many that they fit its length. Where its first
  // and last points sit on the axis's ends (lines, areas), their labels keep inside it.
  let anchor = textAnchor;
  if (stride) {
    const fits = Math.max(2, Math.floor(Number(width) / categoryLabelWidth) || 2);
    if (index % Math.ceil(visibleTicksCount / fits) !== 0) return <g />;
    if (payload?.offset === 0 && index === 0) anchor = 'start';
    else if (payload?.offset === 0 && index === visibleTicksCount - 1) anchor = 'end';
  }
  const value = payload?.value;
  return (
    <text
      x={x}
      y={y}
      dy={shiftOf[verticalAnchor]}
      textAnchor={anchor}
      fill="currentColor"
      fontSize={12}
      transform={transform}
      // The library's label classes; the axis's own classes, which it passes too, style lines.
      className="recharts-text recharts-cartesian-axis-tick-value"
    >
      {tickFormatter ? tickFormatter(value, index) : String(value ?? '')}
    </text>
  );
}

const categoryTick = (props: TickProps) => (
  <PlainTick {...props} transform="translate(0, 10)" stride />
);
const valueTick = (props: TickProps) => (
  <PlainTick {...props} transform="translate(-10, 0)" stride={false} />
);

/**
 * Axis props for Mantine's cartesian charts whose labels are drawn without measuring text:
 * spread into the chart (`<AreaChart {...plainAxes} …>`), and spread `plainAxes.yAxisProps` first
 * into a chart's own `yAxisProps`. The bottom axis holds dates or names and shows every n-th one;
 * the left holds the numbers, a handful of ticks, each shown. Mantine also draws a right axis,
 * hidden unless asked for, whose labels the library would still measure.
 */
export const plainAxes = {
  xAxisProps: { interval: 0, tick: categoryTick },
  yAxisProps: { interval: 0, tick: valueTick },
  rightYAxisProps: { interval: 0, tick: valueTick },
};

/**
 * A grid coordinates generator for the lines a chart does not draw (Mantine's `gridAxis` leaves
 * one direction off): the library places them anyway, measuring every label of their axis.
 */
export const noGridLines = () => [];
