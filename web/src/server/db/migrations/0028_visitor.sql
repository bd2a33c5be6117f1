-- Reserved: filled in by the change this name describes (docs/architecture.md).
SELECT 1;
