import SDLPlatform
import Testing

/// Which OpenGL implementations run on the CPU, by the names they give as GL_RENDERER.
@Suite struct OpenGLDriverTests {
    @Test(arguments: [
        "llvmpipe (LLVM 15.0.6, 256 bits)", "softpipe", "Software Rasterizer", "Mesa X11 (swrast)",
        "SWR (LLVM 12.0.0, 256 bits)", "D3D12 (Microsoft Basic Render Driver)",
    ]) func aRasteriserOnTheCPUIsSoftware(_ name: String) {
        #expect(OpenGLDriver.isSoftware(name))
    }

    @Test(arguments: [
        "Mesa Intel(R) UHD Graphics 620 (KBL GT2)", "AMD Radeon RX 580 Series (polaris10, LLVM 15.0.6, DRM 3.49, 6.1.0-18-amd64)",
        "NVIDIA GeForce GTX 1080/PCIe/SSE2", "Apple M1", "Mali-G78", "Adreno (TM) 650", "virgl (Intel(R) Xe Graphics)",
    ]) func aGPUIsNot(_ name: String) {
        #expect(!OpenGLDriver.isSoftware(name))
    }
}
