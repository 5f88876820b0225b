-- Reserved for this change; replaced by its statements.
SELECT 1;
