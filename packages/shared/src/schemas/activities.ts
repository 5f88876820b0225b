/** API shapes of issue 8 (activities); being written. */
export {};
