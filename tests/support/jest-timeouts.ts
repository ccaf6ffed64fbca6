// Integration and gateway tests talk HTTP to a real or mocked stack in the same process: on a
// busy two-core machine with two Jest workers one request can take seconds, so a test may take up
// to 30 s (a file that needs more sets its own). A passing test takes well under a second or two.
jest.setTimeout(30_000);
