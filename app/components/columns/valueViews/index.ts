import type { ColumnType } from "~/lib/columns";
import { checkboxView } from "./checkbox";
import { currencyView } from "./currency";
import { dateView } from "./date";
import { emailView } from "./email";
import { longTextView } from "./longText";
import { multiSelectView } from "./multiSelect";
import { numberView } from "./number";
import { peopleView } from "./people";
import { phoneView } from "./phone";
import { progressView } from "./progress";
import { ratingView } from "./rating";
import { singleSelectView } from "./singleSelect";
import { textView } from "./text";
import { urlView } from "./url";
import type { ValueView } from "./view";

/** The custom column types on screen, one view each, keyed as their definitions (`lib/columnTypes`, decision 102). */
export const VALUE_VIEWS: Record<ColumnType, ValueView> = {
  TEXT: textView,
  LONG_TEXT: longTextView,
  NUMBER: numberView,
  CURRENCY: currencyView,
  PROGRESS: progressView,
  DATE: dateView,
  SINGLE_SELECT: singleSelectView,
  MULTI_SELECT: multiSelectView,
  PEOPLE: peopleView,
  CHECKBOX: checkboxView,
  URL: urlView,
  EMAIL: emailView,
  PHONE: phoneView,
  RATING: ratingView,
};
