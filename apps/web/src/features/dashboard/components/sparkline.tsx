type SparklineProps = { values: number[]; label: string };

const width = 120;
const height = 32;

/**
 * A small trend line drawn as SVG: the cards are the first screen, so they carry no chart
 * library (the charts below load after it).
 */
export function Sparkline({ values, label }: SparklineProps) {
  if (values.length < 2) return <svg width={width} height={height} aria-hidden="true" />;
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const points = values
    .map((value, i) => {
      const x = (i / (values.length - 1)) * (width - 4) + 2;
      const y = height - 3 - ((value - low) / span) * (height - 6);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
    >
      <polyline
        points={points}
        fill="none"
        stroke="var(--mantine-primary-color-filled)"
        strokeWidth={2}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
