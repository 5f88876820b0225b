/** API shapes of issue 8 (community); being written. */
export {};
