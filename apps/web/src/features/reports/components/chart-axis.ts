import { themeColor } from '../palette';

/** The texts on the charts' axes: small, in the muted colour. */
export const AXIS_TEXT = { fill: themeColor('muted'), fontSize: 12 };

/** The axis the labels stand on (days, names): a muted line and no tick marks. */
export const LABEL_AXIS = {
  tick: AXIS_TEXT,
  tickLine: false,
  axisLine: { stroke: themeColor('muted') },
};

/** An axis of values beside the grid: its texts only, no line and no tick marks. */
export const VALUE_AXIS = { tick: AXIS_TEXT, tickLine: false, axisLine: false };
