println 'PO-123'.startsWith('PO-')
println 'report.csv'.endsWith('.csv')
println 'abc'.startsWith('b')
