def parts = 'PO-1|ACME|3'.split('\\|')
println parts[0]
println parts[1]
println parts.size()
