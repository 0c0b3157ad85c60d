// Whether an instance id is taken (add_instance refuses to add the same quote twice). $instance_id
OPTIONAL MATCH (i:Instance {instance_id: $instance_id})
RETURN i IS NOT NULL AS exists
