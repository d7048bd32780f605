def seq = 42
def year = 2024
println "INV-${year}-${seq.toString().padLeft(5, '0')}"
