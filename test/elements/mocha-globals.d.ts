// web-test-runner runs the element tests under mocha, which provides these globals in the browser.
/// <reference types="mocha" />
