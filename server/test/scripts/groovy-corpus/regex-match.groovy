println '2024-01-31' ==~ /\d{4}-\d{2}-\d{2}/
println '2024-1-31' ==~ /\d{4}-\d{2}-\d{2}/
println 'abc' ==~ /b/
