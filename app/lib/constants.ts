/** Business constants of spec §9. */
export const APP_VERSION = "2.0.0";

export const OTP_LENGTH = 4;
export const OTP_RESEND_SECONDS = 120;
export const OTP_SEND_LOCK_SECONDS = 3599;
export const OTP_VERIFY_LOCK_SECONDS = 300;
export const OTP_MAX_WRONG_ATTEMPTS = 5;

export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 500;
export const INVITE_SIGNUP_DELAY_MS = 500;

export const TOAST_DURATION_MS = 5000;
export const TOAST_WIDE_BREAKPOINT_PX = 768;

export const AUTOFOCUS_DELAY_MS = 100;
export const TOUCH_TOOLTIP_DELAY_MS = 500;
export const DEFAULT_DEBOUNCE_MS = 200;
export const ONLINE_RELOAD_DELAY_MS = 50;

export const TENANT_MENU_MAX_HEIGHT_PX = 180;
export const FEEDBACK_IFRAME = { width: 500, height: 428 } as const;

export const DEFAULT_DATE_FORMAT = "dd/mm/yy";
export const DEFAULT_TIME_FORMAT = "12H";

export const TOAST_WIDE_WIDTH_PX = { min: 350, max: 500 } as const;
export const TOAST_NARROW_WIDTH_PX = { min: 390, max: 540, windowMargin: 40 } as const;
