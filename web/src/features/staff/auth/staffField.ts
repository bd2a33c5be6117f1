import styles from './staff.module.css';

/** The label and input classes of a field on the staff account pages (LabelledInput's props). */
export const staffField = { labelClassName: styles.label, className: styles.input };
