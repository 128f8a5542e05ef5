import ArgumentParser
import SpecExport

extension SpecExportFormat: ExpressibleByArgument {}
