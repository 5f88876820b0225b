/** API shapes of issue 8 (competitions); being written. */
export {};
