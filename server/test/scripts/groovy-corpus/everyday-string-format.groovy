def amount = 1234.5
println String.format('%.2f', amount)
println String.format('%05d', 42)
println String.format('%s-%s', 'PO', 7)
