/** API shapes of issue 8 (notifications); being written. */
export {};
