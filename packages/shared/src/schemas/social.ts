/** API shapes of issue 8 (social); being written. */
export {};
