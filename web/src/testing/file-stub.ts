export default "stub";
