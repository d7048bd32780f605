def amount = 12
println "\$${amount}"
println "cost: \$amount"
