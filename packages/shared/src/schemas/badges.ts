/** API shapes of issue 8 (badges); being written. */
export {};
